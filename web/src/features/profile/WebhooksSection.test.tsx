import { i18n } from '@lingui/core';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/account-mocks';
import { CreateWebhookEndpointDocument, WebhookDeliveriesDocument, WebhookEndpointsDocument, type WebhookEventType } from '../../gql/graphql';
import { WEBHOOK_TEXTS, WebhooksSection } from './WebhooksSection';

const endpoint = (id: string, url: string, events: WebhookEventType[], disabled?: string) => ({
  __typename: 'WebhookEndpoint' as const, id, url, events, enabled: !disabled,
  disabledAt: disabled ? '2026-11-26T08:00:00.000Z' : null, disabledReason: disabled ?? null, createdAt: '2026-11-20T08:00:00.000Z',
});
const listMock = (endpoints: ReturnType<typeof endpoint>[]): MockLink.MockedResponse => ({
  request: { query: WebhookEndpointsDocument },
  result: { data: { webhookEndpoints: endpoints } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const createMock = (url: string, events: WebhookEventType[], result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CreateWebhookEndpointDocument, variables: { input: { url, events } } },
  result,
});

function renderSection(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  render(<MockedProvider mocks={mocks}><WebhooksSection /></MockedProvider>);
  return { user, section: screen.getByRole('region', { name: 'Webhooks' }) };
}

describe('WebhooksSection', () => {
  it('says when there are none, asks for a URL and an event before sending, and shows the server\'s refusal', async () => {
    const { user, section } = renderSection([
      listMock([]),
      createMock('http://example.com/hook', ['HABIT_DAY_CHANGED'], apiError('The webhook URL must start with https://.', 'BAD_USER_INPUT')),
    ]);
    expect(await within(section).findByText(i18n._(WEBHOOK_TEXTS.empty))).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add Endpoint' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(i18n._(WEBHOOK_TEXTS.urlRequired));

    await user.type(within(section).getByLabelText('Endpoint URL'), 'http://example.com/hook');
    for (const name of [/A task changed/, /A goal changed/, /A habit's day changed/]) await user.click(within(section).getByRole('checkbox', { name }));
    await user.click(within(section).getByRole('button', { name: 'Add Endpoint' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(i18n._(WEBHOOK_TEXTS.eventRequired));

    await user.click(within(section).getByRole('checkbox', { name: /A habit's day changed/ }));
    await user.click(within(section).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(section).findByText('The webhook URL must start with https://.')).toBeInTheDocument();
  });

  it('shows the new secret once, with a copy button, then the endpoint listed', async () => {
    const url = 'https://hooks.example.com/cairn';
    const created = endpoint('e1', url, ['HABIT_DAY_CHANGED', 'TASK_CHANGED', 'GOAL_CHANGED']);
    const { user, section } = renderSection([
      { ...listMock([]), maxUsageCount: 1 },
      createMock(url, ['HABIT_DAY_CHANGED', 'TASK_CHANGED', 'GOAL_CHANGED'], { data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: 'whsec_abc', endpoint: created } } }),
      listMock([created]),
    ]);
    await within(section).findByText(i18n._(WEBHOOK_TEXTS.empty));
    await user.type(within(section).getByLabelText('Endpoint URL'), url);
    await user.click(within(section).getByRole('button', { name: 'Add Endpoint' }));
    const secret = await within(section).findByRole('textbox', { name: 'Signing secret' });
    expect(secret).toHaveValue('whsec_abc');
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await within(section).findByText('Copied')).toBeInTheDocument();
    expect(await within(section).findByRole('list', { name: 'Webhook endpoints' })).toHaveTextContent('habit.day_changed, task.changed, goal.changed');
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByRole('textbox', { name: 'Signing secret' })).toBeNull();
  });

  it('shows a disabled endpoint with why, and its delivery log with the codes', async () => {
    const url = 'https://hooks.example.com/down';
    const { user, section } = renderSection([
      listMock([endpoint('e1', url, ['TASK_CHANGED'], 'It has not answered with a 2xx status for 24 hours (last: 500).')]),
      {
        request: { query: WebhookDeliveriesDocument, variables: { endpointId: 'e1' } },
        result: { data: { webhookDeliveries: [{
          __typename: 'WebhookDelivery', id: 'd1', event: 'TASK_CHANGED', state: 'FAILED', attempts: 12, responseStatus: 500, lastError: null, createdAt: '2026-11-25T08:00:00.000Z',
        }] } },
      },
    ]);
    const row = (await within(section).findAllByTestId('webhook-endpoint'))[0];
    expect(row).toHaveTextContent('Disabled');
    expect(row).toHaveTextContent('(last: 500)');
    expect(within(row).getByRole('button', { name: `Enable ${url}` })).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: 'Deliveries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = await within(row).findByRole('table', { name: `Deliveries to ${url}, newest first` });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['task.changed', '500', '12', 'Failed']);
    expect(within(row).getByRole('button', { name: 'Hide Deliveries' })).toHaveAttribute('aria-expanded', 'true');
  });
});
