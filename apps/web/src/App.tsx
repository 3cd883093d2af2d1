import { Suspense, useState } from "react";
import { BrowserRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { isApiError } from "./api/api-error.ts";
import { AuthProvider } from "./auth/AuthProvider.tsx";
import { AccountLanguageSync } from "./features/account/AccountLanguageSync.tsx";
import { ErrorBoundary } from "./errors/ErrorBoundary.tsx";
import { NotificationProvider } from "./notifications/NotificationProvider.tsx";
import { AppRoutes } from "./routes/AppRoutes.tsx";
import { TimeZoneProvider } from "./features/local-time/TimeZoneProvider.tsx";
import { theme, themeOptions } from "./theme/theme.ts";
import { LocalizedTheme } from "./layout/LocalizedTheme.tsx";

// A 4xx answer will not change on retry; only network trouble and server errors are worth a second try.
const retryable = (failures: number, error: unknown): boolean =>
  failures < 2 && !(isApiError(error) && error.status !== null && error.status < 500);

const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: retryable, refetchOnWindowFocus: false } } });

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        {/* Until the first catalogue arrives (a few kilobytes) there is no text to show in any language. */}
        <Suspense fallback={null}>
          <LocalizedTheme options={themeOptions}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <NotificationProvider>
                  <AuthProvider>
                    <AccountLanguageSync />
                    <TimeZoneProvider>
                      <AppRoutes />
                    </TimeZoneProvider>
                  </AuthProvider>
                </NotificationProvider>
              </BrowserRouter>
            </QueryClientProvider>
          </LocalizedTheme>
        </Suspense>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
