import { currentZoneName, timeZoneChoices } from './time-zones';

describe('time zones', () => {
  const listed = ['America/Los_Angeles', 'Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev', 'Europe/Berlin'];
  let supported: jest.SpyInstance;
  beforeEach(() => {
    supported = jest.spyOn(Intl, 'supportedValuesOf').mockReturnValue(listed);
  });
  afterEach(() => supported.mockRestore());

  it('offers current names only, with UTC whatever zone the user has', () => {
    const zones = timeZoneChoices('America/Los_Angeles');
    expect(zones).toEqual(['America/Los_Angeles', 'Asia/Ho_Chi_Minh', 'Asia/Kolkata', 'Europe/Berlin', 'Europe/Kyiv', 'UTC']);
  });

  it("keeps the user's and the browser's zone under their current names", () => {
    expect(timeZoneChoices('Pacific/Truk', 'Asia/Rangoon')).toEqual(expect.arrayContaining(['Pacific/Chuuk', 'Asia/Yangon', 'UTC']));
    expect(currentZoneName('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
  });
});
