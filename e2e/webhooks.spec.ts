import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { expectNoAxeViolations, openSettled } from './helpers/axe';
import { graphqlAsUser } from './helpers/work';

// Issue 31: Profile's Webhooks section, with a receiver on loopback (e2e/serve.mjs lets the
// server post to it: WEBHOOK_ALLOW_PRIVATE_ENDPOINTS); axe on the section as it fills.
test.use({ reducedMotion: 'reduce' });

test('webhooks: add an endpoint in Profile, its secret shown once verifies the deliveries, the log shows them, then delete it', async ({ page, request }) => {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cairn`;
  try {
    const account = await createActivatedAccount(request, 'webhooks');
    await signInByApi(page, account);
    await openSettled(page, '/profile');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('You have no webhook endpoints yet.')).toBeVisible();

    // Bad input: the server's words.
    await section.getByLabel('Endpoint URL').fill('ftp://example.com/hook');
    await section.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(section.getByRole('alert')).toContainText('The webhook URL must start with https://.');

    await section.getByLabel('Endpoint URL').fill(url);
    await section.getByRole('checkbox', { name: /A goal changed/ }).uncheck();
    await section.getByRole('button', { name: 'Add Endpoint' }).click();
    const secretField = section.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await expectNoAxeViolations(page, 'Profile, a new webhook endpoint');
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(secretField).toHaveCount(0);

    const row = section.getByTestId('webhook-endpoint');
    await expect(row).toContainText(url);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('habit.day_changed, task.changed');

    const { createTask } = await graphqlAsUser<{ createTask: { id: string } }>(page, 'mutation { createTask(text: "Sent to my webhook") { id } }');
    await expect.poll(() => received.length).toBe(1);
    const [{ headers, body }] = received;
    const { t, v1 } = Object.fromEntries((headers['cairn-signature'] as string).split(',').map((part) => part.split('='))) as { t: string; v1: string };
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(JSON.parse(body)).toMatchObject({ id: headers['cairn-delivery'], type: 'task.changed', data: { taskId: createTask.id, change: 'created' } });

    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = row.getByRole('table', { name: /Deliveries to/ });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('row').nth(1)).toContainText('task.changed');
    await expect(log.getByRole('row').nth(1)).toContainText('204');
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
    await expectNoAxeViolations(page, 'Profile, a webhook delivery log');

    await row.getByRole('button', { name: `Send Test Event to ${url}` }).click();
    await expect(row.getByRole('status').filter({ hasText: 'Test event sent' })).toBeVisible();
    await expect(log.getByRole('row')).toHaveCount(3);
    await expect(log.getByRole('row').nth(1)).toContainText('ping');
    await expect.poll(() => received.length).toBe(2);
    expect(JSON.parse(received[1].body)).toMatchObject({ type: 'ping' });
    // The log is read when it opens: closed and opened again, it shows the ping delivered.
    await row.getByRole('button', { name: 'Hide Deliveries' }).click();
    await row.getByRole('button', { name: 'Deliveries' }).click();
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered');

    await row.getByRole('button', { name: `Disable ${url}` }).click();
    await expect(row).toContainText('Turned off by you.');
    await row.getByRole('button', { name: `Enable ${url}` }).click();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Delete ${url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByText('You have no webhook endpoints yet.')).toBeVisible();
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
