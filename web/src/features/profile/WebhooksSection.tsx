import { useMutation, useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  CreateWebhookEndpointDocument, DeleteWebhookEndpointDocument, SendWebhookTestEventDocument, SetWebhookEndpointEnabledDocument, WebhookDeliveriesDocument,
  WebhookEndpointsDocument, type WebhookDeliveryState, type WebhookEndpointRowFragment, type WebhookEventType,
} from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog';
import { Notice, RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { TextField } from '../../ui/TextField';
import { SecretField } from '../../ui/SecretField';
import { useOutcome } from '../../ui/useOutcome';
import { formatDateTime, formatNumber, listText } from '../../ui/i18n/format';
import './webhooks.css';

/** Each event as the form and the log name it; the wire name (the Cairn-Event header) beside it. */
export const WEBHOOK_EVENTS: ReadonlyArray<{ value: WebhookEventType; label: MessageDescriptor; wire: string }> = [
  { value: 'HABIT_DAY_CHANGED', label: msg`A habit's day changed`, wire: 'habit.day_changed' },
  { value: 'TASK_CHANGED', label: msg`A task changed`, wire: 'task.changed' },
  { value: 'GOAL_CHANGED', label: msg`A goal changed`, wire: 'goal.changed' },
  { value: 'IMPORT_FINISHED', label: msg`An import finished`, wire: 'import.finished' },
];

export const WEBHOOK_TEXTS = {
  title: msg`Webhooks`,
  lead: msg`Cairn can POST your events to an HTTPS endpoint of yours as they happen, signed with a secret so it can tell they are from Cairn. An endpoint that fails for 24 hours is disabled and we email you.`,
  urlRequired: msg`Please enter the endpoint's URL.`,
  eventRequired: msg`Choose at least one event.`,
  createFailed: msg`Could not add the endpoint. Please try again.`,
  loadFailed: msg`Could not load your webhook endpoints.`,
  logFailed: msg`Could not load the delivery log.`,
  changeFailed: msg`Could not change the endpoint. Please try again.`,
  deleteFailed: msg`Could not delete the endpoint. Please try again.`,
  testSent: msg`Test event sent: its delivery is in the log.`,
  testFailed: msg`Could not send a test event. Please try again.`,
  empty: msg`You have no webhook endpoints yet.`,
  noDeliveries: msg`No deliveries yet.`,
  copyFailed: msg`Select the secret and copy it by hand.`,
} as const;

const labelOf = (event: WebhookEventType) => WEBHOOK_EVENTS.find((known) => known.value === event)?.wire ?? event.toLowerCase();

/** A delivery's state as the log shows it. */
const DELIVERY_STATES: Record<WebhookDeliveryState, MessageDescriptor> = {
  PENDING: msg({ message: 'Pending', context: 'webhook delivery' }),
  SENDING: msg({ message: 'Sending', context: 'webhook delivery' }),
  DELIVERED: msg({ message: 'Delivered', context: 'webhook delivery' }),
  FAILED: msg({ message: 'Failed', context: 'webhook delivery' }),
};

/** Profile: webhook endpoints (issue 31): add one, its secret shown once, each one's state and delivery log. */
export function WebhooksSection() {
  const ids = useId();
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const endpoints = data?.webhookEndpoints;

  let list;
  if (error && !endpoints) {
    list = <RetryNotice onRetry={() => refetch()}><p>{t(WEBHOOK_TEXTS.loadFailed)}</p></RetryNotice>;
  } else if (!endpoints) {
    list = <SkeletonLines variant="rows" lines={2} label={t`Loading webhook endpoints…`} />;
  } else if (!endpoints.length) {
    list = <p className="webhooks__empty">{t(WEBHOOK_TEXTS.empty)}</p>;
  } else {
    list = (
      <ul className="webhooks__list" aria-label={t`Webhook endpoints`}>
        {endpoints.map((endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} />)}
      </ul>
    );
  }

  return (
    <section className="card profile-section webhooks" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{t(WEBHOOK_TEXTS.title)}</h2>
      <p className="profile-section__text">{t(WEBHOOK_TEXTS.lead)}</p>
      <NewEndpointForm onCreated={(url, secret) => { setCreated({ url, secret }); void refetch(); }} />
      {created && <NewSecret key={created.secret} url={created.url} secret={created.secret} onDone={() => setCreated(null)} />}
      {list}
    </section>
  );
}

function NewEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const ids = useId();
  const { t } = useLingui();
  const [create, { loading }] = useMutation(CreateWebhookEndpointDocument);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['HABIT_DAY_CHANGED', 'TASK_CHANGED', 'GOAL_CHANGED']);
  const [problem, report, clearProblem] = useOutcome();

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.map((known) => known.value).filter((value) => (value === event ? on : current.includes(value))));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (!url.trim()) return report('error', t(WEBHOOK_TEXTS.urlRequired));
    if (!events.length) return report('error', t(WEBHOOK_TEXTS.eventRequired));
    try {
      const result = await create({ variables: { input: { url: url.trim(), events } } });
      const made = result.data?.createWebhookEndpoint;
      if (!made) throw new Error('no endpoint');
      clearProblem();
      setUrl('');
      onCreated(made.endpoint.url, made.secret);
    } catch (failure) {
      report('error', apiMessage(failure, t(WEBHOOK_TEXTS.createFailed)));
    }
  }

  return (
    <form className="webhooks__form" aria-labelledby={`${ids}-title`} onSubmit={onSubmit} noValidate>
      <h3 id={`${ids}-title`} className="webhooks__subtitle"><Trans>Add an endpoint</Trans></h3>
      <TextField id={`${ids}-url`} label={t`Endpoint URL`} type="url" value={url} maxLength={2000} placeholder="https://example.com/cairn"
        onChange={(event) => setUrl(event.target.value)} hint={t`An https:// address on the public internet.`} />
      <fieldset className="webhooks__events">
        <legend className="field__label"><Trans>Events</Trans></legend>
        {WEBHOOK_EVENTS.map((known) => (
          <label key={known.value} className="webhooks__event">
            <input type="checkbox" className="checkbox" checked={events.includes(known.value)} onChange={(change) => toggle(known.value, change.target.checked)} />
            {' '}{t(known.label)} <code translate="no">{known.wire}</code>
          </label>
        ))}
      </fieldset>
      {problem && <Notice key={problem.at} tone="error"><p>{problem.text}</p></Notice>}
      <div className="profile-section__actions">
        <BusyButton type="submit" className="btn btn--primary" busy={loading} label={t`Add Endpoint`} busyLabel={t`Adding...`} />
      </div>
    </form>
  );
}

/** The signing secret, shown this once, with a copy button. */
function NewSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const ids = useId();
  const { t } = useLingui();
  return (
    <div className="webhooks__secret" role="group" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="webhooks__subtitle"><Trans>Signing secret for {url}</Trans></h3>
      <p><Trans>Copy it now: it is shown only this once. Check each delivery&apos;s Cairn-Signature header with it.</Trans></p>
      <SecretField label={t`Signing secret`} secret={secret} failedText={t(WEBHOOK_TEXTS.copyFailed)} />
      <button type="button" className="btn btn--secondary" onClick={onDone}><Trans>Done</Trans></button>
    </div>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointRowFragment }) {
  const ids = useId();
  const { t } = useLingui();
  const { url, disabledReason } = endpoint;
  const disabledAt = endpoint.disabledAt && formatDateTime(endpoint.disabledAt);
  let disabledText = disabledAt ? t`Disabled ${disabledAt}` : t({ message: 'Disabled', context: 'webhook endpoint' });
  if (disabledReason) disabledText = t`${disabledText}: ${disabledReason}`;
  const [setEnabled, { loading: switching }] = useMutation(SetWebhookEndpointEnabledDocument);
  const [remove] = useMutation(DeleteWebhookEndpointDocument, {
    variables: { id: endpoint.id },
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id: endpoint.id }) });
      cache.gc();
    },
  });
  // The log, when open, shows the new delivery (an active query refetched by its name).
  const [sendTest, { loading: testing }] = useMutation(SendWebhookTestEventDocument, { refetchQueries: ['WebhookDeliveries'] });
  const [outcome, report, clearOutcome] = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const [logOpen, setLogOpen] = useState(false);

  async function onTest() {
    clearOutcome();
    try {
      await sendTest({ variables: { id: endpoint.id } });
      report('success', t(WEBHOOK_TEXTS.testSent));
    } catch (failure) {
      report('error', apiMessage(failure, t(WEBHOOK_TEXTS.testFailed)));
    }
  }

  async function onSwitch() {
    clearOutcome();
    try {
      await setEnabled({ variables: { id: endpoint.id, enabled: !endpoint.enabled } });
    } catch (failure) {
      report('error', apiMessage(failure, t(WEBHOOK_TEXTS.changeFailed)));
    }
  }

  async function onDelete() {
    try {
      await remove();
    } catch (failure) {
      report('error', apiMessage(failure, t(WEBHOOK_TEXTS.deleteFailed)));
    }
  }

  return (
    <li className="profile-row" data-testid="webhook-endpoint">
      <div className="profile-row__main">
        <span className="webhooks__url" translate="no">{endpoint.url}</span>
        <span className="webhooks__meta">
          <span className={endpoint.enabled ? 'profile-badge' : 'profile-badge webhooks__badge--off'}>{endpoint.enabled ? t({ message: 'Active', context: 'webhook endpoint' }) : t({ message: 'Disabled', context: 'webhook endpoint' })}</span>
          {' '}<span translate="no">{listText(endpoint.events.map(labelOf), 'unit')}</span>
        </span>
        {!endpoint.enabled && (
          <span className="webhooks__meta">
            {disabledText}
          </span>
        )}
        {outcome && (
          <p key={outcome.at} role={outcome.tone === 'error' ? 'alert' : 'status'} className={outcome.tone === 'error' ? 'webhooks__problem' : 'webhooks__meta'}>
            {outcome.text}
          </p>
        )}
      </div>
      <div className="webhooks__row-actions">
        <button type="button" className="btn btn--secondary vacations__remove" aria-expanded={logOpen} aria-controls={`${ids}-log`}
          onClick={() => setLogOpen((open) => !open)}>
          {logOpen ? <Trans>Hide Deliveries</Trans> : <Trans>Deliveries</Trans>}
        </button>
        {endpoint.enabled && (
          <BusyButton type="button" className="btn btn--secondary vacations__remove" busy={testing} label={t`Send Test Event`} busyLabel={t`Sending...`}
            aria-label={t`Send Test Event to ${url}`} onClick={() => void onTest()} />
        )}
        <BusyButton type="button" className="btn btn--secondary vacations__remove" busy={switching}
          label={endpoint.enabled ? t`Disable` : t`Enable`} busyLabel={endpoint.enabled ? t`Disabling...` : t`Enabling...`}
          aria-label={endpoint.enabled ? t`Disable ${url}` : t`Enable ${url}`} onClick={() => void onSwitch()} />
        <button type="button" className="btn btn--danger-outline vacations__remove" aria-label={t`Delete ${url}`} onClick={() => setConfirming(true)}>
          <Trans>Delete</Trans>
        </button>
      </div>
      <div id={`${ids}-log`} className="webhooks__log">
        {logOpen && <DeliveryLog endpoint={endpoint} />}
      </div>
      <ConfirmRemoveDialog
        open={confirming}
        title={t`Delete this webhook endpoint?`}
        description={t`${url} receives no more events, and its delivery log goes with it.`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        onRemove={onDelete}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

/** The endpoint's newest deliveries: when, which event, the endpoint's answer and the attempts made. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointRowFragment }) {
  const { data, error, refetch } = useQuery(WebhookDeliveriesDocument, { variables: { endpointId: endpoint.id }, fetchPolicy: 'cache-and-network' });
  const { t } = useLingui();
  const deliveries = data?.webhookDeliveries;
  if (error && !deliveries) return <RetryNotice onRetry={() => refetch()} takeFocus={false}><p>{t(WEBHOOK_TEXTS.logFailed)}</p></RetryNotice>;
  if (!deliveries) return <SkeletonLines variant="rows" lines={2} label={t`Loading deliveries…`} />;
  if (!deliveries.length) return <p className="webhooks__empty">{t(WEBHOOK_TEXTS.noDeliveries)}</p>;
  return (
    <table className="webhooks__table">
      <caption className="webhooks__caption"><Trans>Deliveries to {endpoint.url}, newest first</Trans></caption>
      <thead>
        <tr>
          <th scope="col"><Trans>Time</Trans></th><th scope="col"><Trans>Event</Trans></th><th scope="col"><Trans>Response</Trans></th>
          <th scope="col"><Trans>Attempts</Trans></th><th scope="col"><Trans>State</Trans></th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <td><time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time></td>
            <td><code translate="no">{labelOf(delivery.event)}</code></td>
            <td translate="no">{delivery.responseStatus ?? delivery.lastError ?? '—'}</td>
            <td>{formatNumber(delivery.attempts, 0)}</td>
            <td>{t(DELIVERY_STATES[delivery.state])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
