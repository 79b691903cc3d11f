import { createClient } from '@redis/client';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PEER_REPLAY_HEADER, type AnnouncePublish } from './cache-protocol';

/** Every instance of the site, whatever its build, listens here. */
export const PUBLISH_CHANNEL = 'fortarc:publish';

interface PublishMessage {
  from: string;
  body: string;
  signature: string;
}

function parseMessage(raw: string): PublishMessage | undefined {
  try {
    const value = JSON.parse(raw) as Partial<PublishMessage>;
    return typeof value.from === 'string' &&
      typeof value.body === 'string' &&
      typeof value.signature === 'string'
      ? (value as PublishMessage)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where this server can reach itself: its bound address, or IPv4 loopback when bound to every
 * interface (`::` is dual-stack, and a container may have no IPv6 loopback).
 */
export function ownAddress(address: AddressInfo): { host: string; port: number } {
  const any = address.address === '::' || address.address === '0.0.0.0';
  return { host: any ? '127.0.0.1' : address.address, port: address.port };
}

/** Sends a publish another instance received to this server's own webhook route. */
function replay(target: () => AddressInfo | undefined, message: PublishMessage): Promise<number> {
  const address = target();
  if (!address) return Promise.reject(new Error('the server is not listening'));
  const { host, port } = ownAddress(address);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        method: 'POST',
        path: '/api/revalidate',
        headers: {
          'content-type': 'application/json',
          'webhook-signature': message.signature,
          [PEER_REPLAY_HEADER]: message.from,
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', reject);
    req.end(message.body);
  });
}

/**
 * Tells the other instances of each publish made here, and replays theirs here. Pub/sub reaches
 * the instances connected at that moment: one that was cut off from Redis catches up by its
 * content source's own expiry (see docs/operations.md, "Several instances").
 */
export function startPublishFanOut(options: {
  url: string;
  instanceId: string;
  address: () => AddressInfo | undefined;
  log: (line: string) => void;
}): { announce: AnnouncePublish; close: () => Promise<void> } {
  const socket = {
    connectTimeout: 2000,
    reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000),
  };
  const publisher = createClient({ url: options.url, socket, disableOfflineQueue: true });
  const subscriber = createClient({ url: options.url, socket });
  // Connection errors are the shared cache's to report (server/next-cache-handler.mjs).
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  publisher.connect().catch(() => undefined);
  let subscribed = false;
  subscriber.on('ready', () => {
    // once: after a reconnection the client subscribes again by itself
    if (subscribed) return;
    subscribed = true;
    subscriber
      .subscribe(PUBLISH_CHANNEL, (raw) => {
        const message = parseMessage(raw);
        if (!message || message.from === options.instanceId) return;
        replay(options.address, message).then(
          (status) => options.log(`publish from instance ${message.from} replayed here: ${status}`),
          (error: unknown) =>
            options.log(`publish from instance ${message.from} not replayed: ${String(error)}`),
        );
      })
      .catch(() => {
        subscribed = false;
      });
  });
  subscriber.connect().catch(() => undefined);
  return {
    announce(body, signature) {
      const message: PublishMessage = { from: options.instanceId, body, signature };
      publisher.publish(PUBLISH_CHANNEL, JSON.stringify(message)).then(
        (listeners) =>
          options.log(`publish announced to ${Math.max(0, listeners - 1)} other instances`),
        (error: unknown) => options.log(`publish not announced (Redis: ${String(error)})`),
      );
    },
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
