import { WebhookEndpointsDocument } from '../../gql/graphql';

/** Profile's Webhooks section, quiet: no endpoints. */
export const noWebhooks = {
  request: { query: WebhookEndpointsDocument },
  result: { data: { webhookEndpoints: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
