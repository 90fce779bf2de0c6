/** The account screens' own texts; the messages shared with Profile live in shared/account/auth-messages. */
export const REGISTER_TEXTS = {
  documentTitle: 'Register',
  title: 'Create your account',
  lead: 'Four quick steps, and your first goal is waiting.',
  progressLabel: 'Registration progress',
  stepOf: (step: number, last: number) => `Step ${step} of ${last}`,
  usernameRequired: 'Username is required',

  focusAreaHeading: 'Which area of life do you want to focus on?',
  challengesHeading: 'What gets in your way?',
  challengesHint: 'Pick all that apply. Your daily motivation will speak to them.',
  planHeading: 'Choose your plan',
  planHint: 'You can change plans later.',
  accountHeading: 'Your account',

  freePlan: 'Free',
  premiumPlan: 'Premium',
  comingSoon: 'Coming Soon',
  plansLoading: 'Loading the plans…',

  googleDivider: 'or use your email',
  useEmailInstead: 'Use an email and password instead',
  usePasskeyInstead: 'Use a passkey instead',
  usePasswordInstead: 'Use a password instead',
  passkeyNote: 'No password needed: when you press Register, your browser asks to create a passkey for Cairn on this device (your fingerprint, face or screen lock). You still activate the account from the email we send.',
  passkeyFailed: 'The passkey could not be created. Please try again, or use a password instead.',
  passwordLabel: 'Password',

  summaryTitle: 'Your choices',
  summaryFocusArea: 'Focus area',
  summaryChallenges: 'Challenges',
  summaryPlan: 'Plan',

  back: 'Back',
  next: 'Next',
  register: 'Register',
  registering: 'Registering...',
  creatingPasskey: 'Creating passkey...',

  doneGoogleTitle: 'You are all set',
  doneEmailTitle: 'Check your email',
} as const;
