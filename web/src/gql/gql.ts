/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ActivateAccount($token: String!) {\n  activateAccount(token: $token) {\n    id\n  }\n}": typeof types.ActivateAccountDocument,
    "query AuthConfig {\n  authConfig {\n    googleClientId\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    paymentRequired\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation LoginWithGoogle($token: String!) {\n  loginWithGoogle(token: $token) {\n    paymentRequired\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation ResendActivation($email: String!) {\n  resendActivation(email: $email)\n}": typeof types.AuthConfigDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "fragment CurrentUser on User {\n  id\n  username\n  email\n  focusAreas\n  challenges\n  plan\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}": typeof types.CurrentUserFragmentDoc,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}": typeof types.RequestPasswordResetDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input)\n}\n\nmutation ValidateGoogleToken($token: String!) {\n  validateGoogleToken(token: $token) {\n    email\n    name\n  }\n}": typeof types.RegisterDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}": typeof types.UpdateProfileDocument,
};
const documents: Documents = {
    "mutation ActivateAccount($token: String!) {\n  activateAccount(token: $token) {\n    id\n  }\n}": types.ActivateAccountDocument,
    "query AuthConfig {\n  authConfig {\n    googleClientId\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    paymentRequired\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation LoginWithGoogle($token: String!) {\n  loginWithGoogle(token: $token) {\n    paymentRequired\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation ResendActivation($email: String!) {\n  resendActivation(email: $email)\n}": types.AuthConfigDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "fragment CurrentUser on User {\n  id\n  username\n  email\n  focusAreas\n  challenges\n  plan\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}": types.CurrentUserFragmentDoc,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}": types.RequestPasswordResetDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input)\n}\n\nmutation ValidateGoogleToken($token: String!) {\n  validateGoogleToken(token: $token) {\n    email\n    name\n  }\n}": types.RegisterDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}": types.UpdateProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActivateAccount($token: String!) {\n  activateAccount(token: $token) {\n    id\n  }\n}"): (typeof documents)["mutation ActivateAccount($token: String!) {\n  activateAccount(token: $token) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthConfig {\n  authConfig {\n    googleClientId\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    paymentRequired\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation LoginWithGoogle($token: String!) {\n  loginWithGoogle(token: $token) {\n    paymentRequired\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation ResendActivation($email: String!) {\n  resendActivation(email: $email)\n}"): (typeof documents)["query AuthConfig {\n  authConfig {\n    googleClientId\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    paymentRequired\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation LoginWithGoogle($token: String!) {\n  loginWithGoogle(token: $token) {\n    paymentRequired\n    user {\n      ...CurrentUser\n    }\n  }\n}\n\nmutation ResendActivation($email: String!) {\n  resendActivation(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUser on User {\n  id\n  username\n  email\n  focusAreas\n  challenges\n  plan\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}"): (typeof documents)["fragment CurrentUser on User {\n  id\n  username\n  email\n  focusAreas\n  challenges\n  plan\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input)\n}\n\nmutation ValidateGoogleToken($token: String!) {\n  validateGoogleToken(token: $token) {\n    email\n    name\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input)\n}\n\nmutation ValidateGoogleToken($token: String!) {\n  validateGoogleToken(token: $token) {\n    email\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;