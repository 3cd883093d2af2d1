import { useNavigate, useParams } from "react-router";
import Button from "@mui/material/Button";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { ManageGalaxyAccess } from "../features/galaxy-access/ManageGalaxyAccess.tsx";
import { useTranslation } from "react-i18next";

/** /manage-galaxy/{galaxyId} (social-and-advanced sections 2, 5, 6 and 8). */
export function ManageGalaxyPage() {
  const { t } = useTranslation("galaxies");
  const { galaxyId } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("access.title")}
        subtitle={t("access.subtitle")}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate("/galaxies")}>
            {t("access.back")}
          </Button>
        }
      />
      {galaxyId ? <ManageGalaxyAccess galaxyId={galaxyId} /> : <ErrorState message={t("access.missingGalaxy")} />}
    </>
  );
}
