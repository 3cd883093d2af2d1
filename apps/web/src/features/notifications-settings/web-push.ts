import type { ApiClient } from "../../api/api-client.ts";
import { i18n } from "../../i18n/i18n.ts";

/** Web Push in this browser: the service worker, the permission and the subscription, each checked. */

export const SERVICE_WORKER_URL = "/sw.js";

export const pushSupported = (): boolean =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** Registers the service worker that shows notices and opens the right page on click. */
export const registerServiceWorker = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!("serviceWorker" in navigator)) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
};

const keyBytes = (base64Url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

export class PushDeniedError extends Error {}

/** Asks the browser for permission, subscribes with the server's VAPID key and registers the subscription. */
export const enablePush = async (api: ApiClient): Promise<void> => {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new PushDeniedError(i18n.t("notifications:push.blocked"));
  }
  const registration = (await registerServiceWorker()) ?? undefined;
  if (!registration) throw new Error(i18n.t("notifications:push.noWorker"));
  await navigator.serviceWorker.ready;
  const { publicKey } = await api.call("vapidPublicKey");
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await api.call("subscribePush", {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.["p256dh"] ?? "", auth: json.keys?.["auth"] ?? "" },
    },
  });
};

/** Drops this browser's subscription, here and on the server. */
export const disablePush = async (api: ApiClient): Promise<void> => {
  const registration = await navigator.serviceWorker?.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.call("unsubscribePush", { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
};

/** Whether this browser holds a push subscription of its own (push may be on for the player's other browsers). */
export const browserSubscribed = async (): Promise<boolean> => {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) != null;
};
