import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportJobDocument, StartImportDocument, type ImportReport_ReportFragment } from '../../gql/graphql';
import { FOLLOW_LIMIT_MS } from './useImportJob';
import { YourDataSection } from './YourDataSection';

// As the server answers: with __typename on every object (the generated type leaves the nested ones out).
const report = (overrides: Partial<ImportReport_ReportFragment> = {}) => ({
  __typename: 'ImportReport',
  uploadId: '11111111-1111-4111-8111-111111111111',
  format: 'habitica-json',
  formatLabel: 'Habitica data export (userdata.json)',
  dryRun: true,
  maxUploadBytes: 50 * 1024 * 1024,
  summary: 'Will import 2 habits, 312 days, 4 notes; 1 item not carried: "Doomscroll" (It is a negative Habitica habit)',
  planLimit: null,
  settings: false,
  reminders: null,
  habits: [
    { __typename: 'ImportHabitPreview', key: 'h1', name: 'Drink tea', action: 'CREATE', days: 300, notes: 4, skips: 0, reminderTimes: [], selected: true },
    { __typename: 'ImportHabitPreview', key: 'h2', name: 'Stretch', action: 'MERGE', days: 12, notes: 0, skips: 2, reminderTimes: [], selected: true },
  ],
  goals: [],
  tasks: [],
  vacations: { __typename: 'ImportVacations', create: 0, existing: 0 },
  notCarried: [{ __typename: 'ImportNotCarried', what: '"Doomscroll"', reason: 'It is a negative Habitica habit' }],
  totals: { __typename: 'ImportTotals', habits: 1, days: 312, notes: 4, goals: 0, tasks: 0, vacations: 0 },
  ...overrides,
}) as ImportReport_ReportFragment;

const JOB_ID = '22222222-2222-4222-8222-222222222222';
const job = (status: string, jobReport: ImportReport_ReportFragment | null, failure: { code: string; message: string } | null = null) =>
  ({ __typename: 'ImportJob', id: JOB_ID, status, report: jobReport, code: failure?.code ?? null, message: failure?.message ?? null });

/** XMLHttpRequest as the preview upload uses it: progress, then the server's JSON answer. */
function fakeUpload(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeRequest {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
    responseType = '';
    status = 0;
    response: unknown = null;
    onload?: () => void;
    onerror?: () => void;
    url = '';
    open(_method: string, url: string) { this.url = url; }
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onload?.();
        this.status = status;
        this.response = body;
        this.onload?.();
      }, 0);
    }
  }
  stubRequest(FakeRequest);
  return sent;
}

function stubRequest(value: unknown) {
  Object.defineProperty(window, 'XMLHttpRequest', { configurable: true, writable: true, value });
}

const original = window.XMLHttpRequest;
afterEach(() => {
  stubRequest(original);
  jest.useRealTimers();
});
/** The page reads a job's status on a timer: these tests run its clock, so they never wait for real seconds. */
const withFakeClock = () => {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
};

function renderSection(mocks: MockLink.MockedResponse[] = [], user = userEvent.setup()) {
  const { unmount } = render(<MockedProvider mocks={mocks}><YourDataSection /></MockedProvider>);
  return { user, unmount, section: screen.getByRole('region', { name: 'Your data' }) };
}

/** An import job the server keeps running: StartImport answers it queued, and every status read says running (counted). */
function runningJobMocks() {
  const reads = { count: 0 };
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: StartImportDocument, variables: { uploadId: report().uploadId, keep: null } }, result: { data: { startImport: job('queued', null) } } },
    {
      request: { query: ImportJobDocument, variables: { id: JOB_ID } },
      result: () => { reads.count += 1; return { data: { importJob: job('running', null) } }; },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return { reads, mocks };
}

describe('YourDataSection', () => {
  it('offers both downloads and states the size limit', () => {
    const { section } = renderSection();
    expect(within(section).getByRole('link', { name: 'Download Cairn JSON' })).toHaveAttribute('href', '/api/export?format=json');
    expect(within(section).getByRole('link', { name: 'Download Loop CSV (zip)' })).toHaveAttribute('href', '/api/export?format=csv');
    expect(within(section).getByLabelText('Choose a file')).toHaveAccessibleDescription(/Files up to 50 MB\.$/);
  });

  it('previews a chosen file, then imports it and says what was imported', async () => {
    const sent = fakeUpload(200, report());
    const { user, section } = renderSection([{
      request: { query: StartImportDocument, variables: { uploadId: report().uploadId, keep: null } },
      result: { data: { startImport: job('done', report({ dryRun: false, uploadId: null, summary: 'Imported 1 habit, 312 days, 4 notes; 1 item not carried: "Doomscroll" (It is a negative Habitica habit)' })) } },
    }]);
    await user.upload(within(section).getByLabelText('Choose a file'), new File(['{}'], 'userdata.json', { type: 'application/json' }));
    expect(await within(section).findByRole('heading', { name: 'Preview: Habitica data export (userdata.json)' })).toBeInTheDocument();
    expect((sent[0].get('file') as File).name).toBe('userdata.json');
    // One chooser, which names the file picked (the emptied native input cannot).
    expect(within(section).getByText('Chosen: userdata.json')).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'Import Drink tea' })).toBeChecked();
    expect(within(section).getByText('12 days, 2 skipped · adds to your habit of that name')).toBeInTheDocument();
    expect(within(section).getByText('"Doomscroll"')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Imported 1 habit, 312 days, 4 notes; 1 item not carried: "Doomscroll" (It is a negative Habitica habit)');
  });

  it("lists a Cairn export's reminder settings and each habit's reminder times in the preview", async () => {
    fakeUpload(200, report({
      format: 'cairn-json', formatLabel: 'Cairn export', settings: true,
      reminders: { __typename: 'ImportReminders', push: false, email: true, summaryTime: '20:15' },
      habits: [{ __typename: 'ImportHabitPreview', key: 'h1', name: 'Drink tea', action: 'CREATE', days: 3, notes: 0, skips: 0, reminderTimes: ['07:00', '21:30'], selected: true }],
    } as unknown as Partial<ImportReport_ReportFragment>));
    const { user, section } = renderSection();
    await user.upload(within(section).getByLabelText('Choose a file'), new File(['{}'], 'cairn-export.json', { type: 'application/json' }));
    expect(await within(section).findByRole('heading', { name: 'Preview: Cairn export' })).toBeInTheDocument();
    expect(within(section).getByText('Your reminder settings will be taken from the file: reminders by email, daily summary at 20:15.')).toBeInTheDocument();
    expect(within(section).getByText('3 days · reminders at 07:00, 21:30')).toBeInTheDocument();
  });

  it('cancels an upload still on its way when the section goes away', async () => {
    const abort = jest.fn();
    class SlowRequest {
      upload = {};
      responseType = '';
      onabort?: () => void;
      open() {}
      send() {}
      abort() { abort(); this.onabort?.(); }
    }
    stubRequest(SlowRequest);
    const { user, unmount, section } = renderSection();
    await user.upload(within(section).getByLabelText('Choose a file'), new File(['{}'], 'userdata.json', { type: 'application/json' }));
    expect(within(section).getByText(/Uploading/)).toBeInTheDocument();
    unmount();
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, and a preview over the plan's limits cannot be imported", async () => {
    fakeUpload(400, { message: 'This .db file is not a SQLite database, so it is not a Loop Habit Tracker backup.', code: 'BAD_USER_INPUT' });
    const { user, section } = renderSection();
    await user.upload(within(section).getByLabelText('Choose a file'), new File(['x'], 'backup.db'));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This .db file is not a SQLite database, so it is not a Loop Habit Tracker backup.');

    fakeUpload(200, report({ planLimit: 'This import would give you 7 habits (it holds 5), more than the Free plan holds. Choose what to keep, or switch to the Unlimited plan.' }));
    await user.upload(within(section).getByLabelText('Choose a file'), new File(['{}'], 'userdata.json'));
    expect(await within(section).findByText(/more than the Free plan holds/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('follows an import that outlasts its request: "Importing…" while it runs, then what was imported', async () => {
    fakeUpload(200, report());
    const { user, section } = renderSection([
      { request: { query: StartImportDocument, variables: { uploadId: report().uploadId, keep: null } }, result: { data: { startImport: job('queued', null) } } },
      { request: { query: ImportJobDocument, variables: { id: JOB_ID } }, result: { data: { importJob: job('running', null) } } },
      { request: { query: ImportJobDocument, variables: { id: JOB_ID } }, result: { data: { importJob: job('done', report({ dryRun: false, uploadId: null, summary: 'Imported 2 habits, 312 days, 4 notes' })) } } },
    ], withFakeClock());
    await user.upload(within(section).getByLabelText('Choose a file'), new File(['{}'], 'userdata.json', { type: 'application/json' }));
    await user.click(await within(section).findByRole('button', { name: 'Import' }));
    expect(await within(section).findByText(/^Importing… A large file takes a while/)).toBeInTheDocument();
    expect(await within(section).findByText('Imported 2 habits, 312 days, 4 notes')).toBeInTheDocument();
    expect(within(section).queryByText(/A large file takes a while/)).not.toBeInTheDocument();
  });

  it("shows why a queued import failed, and keeps the preview", async () => {
    fakeUpload(200, report());
    const { user, section } = renderSection([
      { request: { query: StartImportDocument, variables: { uploadId: report().uploadId, keep: null } }, result: { data: { startImport: job('running', null) } } },
      { request: { query: ImportJobDocument, variables: { id: JOB_ID } }, result: { data: { importJob: job('failed', null, { code: 'PLAN_LIMIT', message: 'This import would give you 7 habits (it holds 5), more than the Free plan holds.' }) } } },
    ], withFakeClock());
    await user.upload(within(section).getByLabelText('Choose a file'), new File(['{}'], 'userdata.json', { type: 'application/json' }));
    await user.click(await within(section).findByRole('button', { name: 'Import' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This import would give you 7 habits (it holds 5), more than the Free plan holds.');
    expect(within(section).getByRole('heading', { name: 'Preview: Habitica data export (userdata.json)' })).toBeInTheDocument();
  });

  describe('with an import that runs long', () => {
    beforeEach(() => jest.useFakeTimers());

    async function startLongImport() {
      fakeUpload(200, report());
      const { reads, mocks } = runningJobMocks();
      const rendered = renderSection(mocks, userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      await rendered.user.upload(within(rendered.section).getByLabelText('Choose a file'), new File(['{}'], 'userdata.json', { type: 'application/json' }));
      await rendered.user.click(await within(rendered.section).findByRole('button', { name: 'Import' }));
      await waitFor(() => expect(reads.count).toBeGreaterThan(0));
      return { ...rendered, reads };
    }

    it('stops reading the job once the section is gone', async () => {
      const { unmount, reads } = await startLongImport();
      unmount();
      const before = reads.count;
      await act(async () => { await jest.advanceTimersByTimeAsync(30_000); });
      expect(reads.count).toBe(before);
    });

    it('after a generous time, says the import goes on and the user can come back, and stops reading', async () => {
      const { section, reads } = await startLongImport();
      expect(within(section).getByText(/^Importing… A large file takes a while/)).toBeInTheDocument();
      await act(async () => { await jest.advanceTimersByTimeAsync(FOLLOW_LIMIT_MS + 2000); });
      expect(within(section).getByRole('status')).toHaveTextContent('The import is taking a while and goes on without this page. Come back later: what it imports appears in your goals and habits once it is done.');
      expect(within(section).queryByText(/A large file takes a while/)).not.toBeInTheDocument();
      expect(within(section).queryByRole('heading', { name: /^Preview/ })).not.toBeInTheDocument();
      const after = reads.count;
      await act(async () => { await jest.advanceTimersByTimeAsync(30_000); });
      expect(reads.count).toBe(after);
    });
  });
});
