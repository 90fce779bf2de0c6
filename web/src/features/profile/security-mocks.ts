import { DevicesSignedInDocument, SecurityActivityDocument, TwoStepStatusDocument } from '../../gql/graphql';

/** Profile's sign-in security sections (issue 30), quiet: two-step off, this device only, no activity. */
export const quietSecurity = [
  {
    request: { query: TwoStepStatusDocument },
    result: { data: { twoStepStatus: { __typename: 'TwoStepStatus' as const, enabled: false, recoveryCodesLeft: 0 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: DevicesSignedInDocument },
    result: {
      data: {
        devicesSignedIn: [{
          __typename: 'DeviceSession' as const, id: 'this', browser: 'Chrome 131', system: 'Linux', ip: '127.0.0.1',
          firstSeen: '2026-11-20T08:00:00.000Z', lastSeen: '2026-11-26T08:00:00.000Z', current: true,
        }],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: SecurityActivityDocument },
    result: { data: { securityActivity: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];
