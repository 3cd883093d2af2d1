import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from "../../i18n/languages.ts";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useChooseLanguage } from "./use-account-language.ts";

/** The account page's language picker: the game switches at once and the account remembers the choice. */
export function LanguageCard() {
  const { t } = useTranslation("account");
  const choose = useChooseLanguage();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t("language.title")}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t("language.description")}
        </Typography>
        <TextField
          select
          label={t("language.label")}
          value={currentLanguage()}
          disabled={choose.isPending}
          onChange={(event) => {
            if (isLanguage(event.target.value)) choose.mutate(event.target.value);
          }}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { "data-testid": "language-select" } }}
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </MenuItem>
          ))}
        </TextField>
        {choose.isError ? (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {t("language.failed")}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
