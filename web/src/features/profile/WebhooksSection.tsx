import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import {
  CreateWebhookEndpointDocument, DeleteWebhookEndpointDocument, SendWebhookTestEventDocument, SetWebhookEndpointEnabledDocument, WebhookDeliveriesDocument,
  WebhookEndpointsDocument, type WebhookEndpointRowFragment, type WebhookEventType,
} from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog';
import { Notice, RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { TextField } from '../../ui/TextField';
import { SecretField } from '../../ui/SecretField';
import { useOutcome } from '../../ui/useOutcome';
import './webhooks.css';

/** Each event as the form and the log name it; the wire name (the Cairn-Event header) beside it. */
export const WEBHOOK_EVENTS: ReadonlyArray<{ value: WebhookEventType; label: string; wire: string }> = [
  { value: 'HABIT_DAY_CHANGED', label: "A habit's day changed", wire: 'habit.day_changed' },
  { value: 'TASK_CHANGED', label: 'A task changed', wire: 'task.changed' },
  { value: 'GOAL_CHANGED', label: 'A goal changed', wire: 'goal.changed' },
  { value: 'IMPORT_FINISHED', label: 'An import finished', wire: 'import.finished' },
];

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  lead: 'Cairn can POST your events to an HTTPS endpoint of yours as they happen, signed with a secret so it can tell they are from Cairn. An endpoint that fails for 24 hours is disabled and we email you.',
  urlRequired: "Please enter the endpoint's URL.",
  eventRequired: 'Choose at least one event.',
  createFailed: 'Could not add the endpoint. Please try again.',
  loadFailed: 'Could not load your webhook endpoints.',
  logFailed: 'Could not load the delivery log.',
  changeFailed: 'Could not change the endpoint. Please try again.',
  deleteFailed: 'Could not delete the endpoint. Please try again.',
  testSent: 'Test event sent: its delivery is in the log.',
  testFailed: 'Could not send a test event. Please try again.',
  empty: 'You have no webhook endpoints yet.',
  noDeliveries: 'No deliveries yet.',
  copyFailed: 'Select the secret and copy it by hand.',
} as const;

const dateTime = (value: string) => new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const labelOf = (event: WebhookEventType) => WEBHOOK_EVENTS.find((known) => known.value === event)?.wire ?? event.toLowerCase();

/** Profile: webhook endpoints (issue 31): add one, its secret shown once, each one's state and delivery log. */
export function WebhooksSection() {
  const ids = useId();
  const { data, error, refetch } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const endpoints = data?.webhookEndpoints;

  let list;
  if (error && !endpoints) {
    list = <RetryNotice onRetry={() => refetch()}><p>{WEBHOOK_TEXTS.loadFailed}</p></RetryNotice>;
  } else if (!endpoints) {
    list = <SkeletonLines variant="rows" lines={2} label="Loading webhook endpoints…" />;
  } else if (!endpoints.length) {
    list = <p className="webhooks__empty">{WEBHOOK_TEXTS.empty}</p>;
  } else {
    list = (
      <ul className="webhooks__list" aria-label="Webhook endpoints">
        {endpoints.map((endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} />)}
      </ul>
    );
  }

  return (
    <section className="card profile-section webhooks" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{WEBHOOK_TEXTS.title}</h2>
      <p className="profile-section__text">{WEBHOOK_TEXTS.lead}</p>
      <NewEndpointForm onCreated={(url, secret) => { setCreated({ url, secret }); void refetch(); }} />
      {created && <NewSecret key={created.secret} url={created.url} secret={created.secret} onDone={() => setCreated(null)} />}
      {list}
    </section>
  );
}

function NewEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const ids = useId();
  const [create, { loading }] = useMutation(CreateWebhookEndpointDocument);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['HABIT_DAY_CHANGED', 'TASK_CHANGED', 'GOAL_CHANGED']);
  const [problem, report, clearProblem] = useOutcome();

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.map((known) => known.value).filter((value) => (value === event ? on : current.includes(value))));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (!url.trim()) return report('error', WEBHOOK_TEXTS.urlRequired);
    if (!events.length) return report('error', WEBHOOK_TEXTS.eventRequired);
    try {
      const result = await create({ variables: { input: { url: url.trim(), events } } });
      const made = result.data?.createWebhookEndpoint;
      if (!made) throw new Error('no endpoint');
      clearProblem();
      setUrl('');
      onCreated(made.endpoint.url, made.secret);
    } catch (failure) {
      report('error', apiMessage(failure, WEBHOOK_TEXTS.createFailed));
    }
  }

  return (
    <form className="webhooks__form" aria-labelledby={`${ids}-title`} onSubmit={onSubmit} noValidate>
      <h3 id={`${ids}-title`} className="webhooks__subtitle">Add an endpoint</h3>
      <TextField id={`${ids}-url`} label="Endpoint URL" type="url" value={url} maxLength={2000} placeholder="https://example.com/cairn"
        onChange={(event) => setUrl(event.target.value)} hint="An https:// address on the public internet." />
      <fieldset className="webhooks__events">
        <legend className="field__label">Events</legend>
        {WEBHOOK_EVENTS.map((known) => (
          <label key={known.value} className="webhooks__event">
            <input type="checkbox" className="checkbox" checked={events.includes(known.value)} onChange={(change) => toggle(known.value, change.target.checked)} />
            {' '}{known.label} <code>{known.wire}</code>
          </label>
        ))}
      </fieldset>
      {problem && <Notice key={problem.at} tone="error"><p>{problem.text}</p></Notice>}
      <div className="profile-section__actions">
        <BusyButton type="submit" className="btn btn--primary" busy={loading} label="Add Endpoint" busyLabel="Adding..." />
      </div>
    </form>
  );
}

/** The signing secret, shown this once, with a copy button. */
function NewSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const ids = useId();
  return (
    <div className="webhooks__secret" role="group" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="webhooks__subtitle">Signing secret for {url}</h3>
      <p>Copy it now: it is shown only this once. Check each delivery&apos;s Cairn-Signature header with it.</p>
      <SecretField label="Signing secret" secret={secret} failedText={WEBHOOK_TEXTS.copyFailed} />
      <button type="button" className="btn btn--secondary" onClick={onDone}>Done</button>
    </div>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointRowFragment }) {
  const ids = useId();
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
      report('success', WEBHOOK_TEXTS.testSent);
    } catch (failure) {
      report('error', apiMessage(failure, WEBHOOK_TEXTS.testFailed));
    }
  }

  async function onSwitch() {
    clearOutcome();
    try {
      await setEnabled({ variables: { id: endpoint.id, enabled: !endpoint.enabled } });
    } catch (failure) {
      report('error', apiMessage(failure, WEBHOOK_TEXTS.changeFailed));
    }
  }

  async function onDelete() {
    try {
      await remove();
    } catch (failure) {
      report('error', apiMessage(failure, WEBHOOK_TEXTS.deleteFailed));
    }
  }

  return (
    <li className="profile-row" data-testid="webhook-endpoint">
      <div className="profile-row__main">
        <span className="webhooks__url">{endpoint.url}</span>
        <span className="webhooks__meta">
          <span className={endpoint.enabled ? 'profile-badge' : 'profile-badge webhooks__badge--off'}>{endpoint.enabled ? 'Active' : 'Disabled'}</span>
          {' '}{endpoint.events.map(labelOf).join(', ')}
        </span>
        {!endpoint.enabled && (
          <span className="webhooks__meta">
            {endpoint.disabledAt ? `Disabled ${dateTime(endpoint.disabledAt)}` : 'Disabled'}{endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ''}
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
          {logOpen ? 'Hide Deliveries' : 'Deliveries'}
        </button>
        {endpoint.enabled && (
          <BusyButton type="button" className="btn btn--secondary vacations__remove" busy={testing} label="Send Test Event" busyLabel="Sending..."
            aria-label={`Send Test Event to ${endpoint.url}`} onClick={() => void onTest()} />
        )}
        <BusyButton type="button" className="btn btn--secondary vacations__remove" busy={switching}
          label={endpoint.enabled ? 'Disable' : 'Enable'} busyLabel={endpoint.enabled ? 'Disabling...' : 'Enabling...'}
          aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.url}`} onClick={() => void onSwitch()} />
        <button type="button" className="btn btn--danger-outline vacations__remove" aria-label={`Delete ${endpoint.url}`} onClick={() => setConfirming(true)}>
          Delete
        </button>
      </div>
      <div id={`${ids}-log`} className="webhooks__log">
        {logOpen && <DeliveryLog endpoint={endpoint} />}
      </div>
      <ConfirmRemoveDialog
        open={confirming}
        title="Delete this webhook endpoint?"
        description={`${endpoint.url} receives no more events, and its delivery log goes with it.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onRemove={onDelete}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

/** The endpoint's newest deliveries: when, which event, the endpoint's answer and the attempts made. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointRowFragment }) {
  const { data, error, refetch } = useQuery(WebhookDeliveriesDocument, { variables: { endpointId: endpoint.id }, fetchPolicy: 'cache-and-network' });
  const deliveries = data?.webhookDeliveries;
  if (error && !deliveries) return <RetryNotice onRetry={() => refetch()} takeFocus={false}><p>{WEBHOOK_TEXTS.logFailed}</p></RetryNotice>;
  if (!deliveries) return <SkeletonLines variant="rows" lines={2} label="Loading deliveries…" />;
  if (!deliveries.length) return <p className="webhooks__empty">{WEBHOOK_TEXTS.noDeliveries}</p>;
  return (
    <table className="webhooks__table">
      <caption className="webhooks__caption">Deliveries to {endpoint.url}, newest first</caption>
      <thead>
        <tr><th scope="col">Time</th><th scope="col">Event</th><th scope="col">Response</th><th scope="col">Attempts</th><th scope="col">State</th></tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <td>{dateTime(delivery.createdAt)}</td>
            <td><code>{labelOf(delivery.event)}</code></td>
            <td>{delivery.responseStatus ?? delivery.lastError ?? '—'}</td>
            <td>{delivery.attempts}</td>
            <td>{delivery.state.charAt(0) + delivery.state.slice(1).toLowerCase()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
