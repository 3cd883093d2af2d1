import { PageHeader } from "../components/PageHeader.tsx";
import { CreateGalaxyWizard } from "../features/galaxy-creation/CreateGalaxyWizard.tsx";
import { useTranslation } from "react-i18next";

/** /create-galaxy (social-and-advanced section 2). */
export function CreateGalaxyPage() {
  const { t } = useTranslation("galaxies");
  return (
    <>
      <PageHeader title={t("create.title")} subtitle={t("create.subtitle")} />
      <CreateGalaxyWizard />
    </>
  );
}
