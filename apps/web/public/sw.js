/* global self, URL */
/* Nova Imperia service worker: shows Web Push notices and opens the right page when one is clicked. */

// Only pages of this site: a notice can never send the player elsewhere.
const pagePath = (url) => (typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/");

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const read = () => {
    try {
      return event.data ? event.data.json() : {};
    } catch {
      return { body: event.data ? event.data.text() : "" };
    }
  };
  const notice = read();
  const title = typeof notice.title === "string" && notice.title ? notice.title : "Nova Imperia";
  event.waitUntil(
    self.registration.showNotification(title, {
      // Plain text: the Notifications API never renders markup.
      body: typeof notice.body === "string" ? notice.body : "",
      // The notice id: a repeated delivery replaces the shown notice instead of adding a second one.
      tag: typeof notice.id === "string" ? notice.id : undefined,
      icon: "/favicon.svg",
      data: { url: pagePath(notice.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(pagePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
