/** The Work screen's texts (SPEC §8 Dashboard and lists). */
export const WORK_MESSAGES = {
  tasksFailed: 'Error retrieving tasks',
  habitsFailed: 'Error retrieving habits',
} as const;
