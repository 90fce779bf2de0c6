/**
 * "Confirm it's you" (issue 30) lives in shared/account/ConfirmIdentityDialog.tsx: the access
 * tokens page needs it too, and a feature imports no other feature. Profile's sections import it
 * from here.
 */
export { ConfirmIdentityDialog, ReauthCancelled, needsReauth, useConfirmIdentity, CONFIRM_IDENTITY_MESSAGES } from '../../shared/account/ConfirmIdentityDialog';
