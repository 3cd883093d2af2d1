import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { initBrowserI18n } from "./i18n/init-browser.ts";
import { registerServiceWorker } from "./features/notifications-settings/web-push.ts";

void initBrowserI18n();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Registered on every visit so notices can be shown and clicked through even when no page is open.
registerServiceWorker().catch((error: unknown) => console.warn("service worker not registered", error));
