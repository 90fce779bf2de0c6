import { act, renderHook } from '@testing-library/react';
import { useServerState } from './useServerState';

describe('useServerState', () => {
  it('keeps the edit while the server value stays, and takes the server value when it changes', () => {
    const { result, rerender } = renderHook(({ server }) => useServerState(server), { initialProps: { server: 'UTC' } });
    expect(result.current[0]).toBe('UTC');

    act(() => result.current[1]('Asia/Tokyo'));
    rerender({ server: 'UTC' });
    expect(result.current[0]).toBe('Asia/Tokyo');

    // The screen was first drawn from the kept cache; the server's answer says otherwise.
    rerender({ server: 'America/Los_Angeles' });
    expect(result.current[0]).toBe('America/Los_Angeles');
  });
});
