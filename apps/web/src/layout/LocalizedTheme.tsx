import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { createTheme, ThemeProvider, type ThemeOptions } from "@mui/material/styles";
import { deDE, enUS } from "@mui/material/locale";
import { isLanguage, SOURCE_LANGUAGE, type Language } from "../i18n/languages.ts";

/** MUI's own texts (Close, No options, Open, pagination) in each language of the game. */
const MUI_LOCALES: Readonly<Record<Language, typeof enUS>> = { en: enUS, de: deDE };

/** The app's theme with MUI's built-in texts in the current language; re-renders when the language changes. */
export function LocalizedTheme({
  options,
  children,
}: {
  readonly options: ThemeOptions;
  readonly children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : SOURCE_LANGUAGE;
  const localized = useMemo(() => createTheme(options, MUI_LOCALES[language]), [options, language]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
