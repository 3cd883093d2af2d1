import { useParams } from "react-router";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { GalaxyJobStatus } from "../features/galaxy-creation/GalaxyJobStatus.tsx";
import { useTranslation } from "react-i18next";

/** /galaxy-creation/status/{jobId} (social-and-advanced sections 2 and 4). */
export function GalaxyCreationStatusPage() {
  const { t } = useTranslation("galaxies");
  const { jobId } = useParams();
  return (
    <>
      <PageHeader title={t("status.title")} />
      {jobId ? <GalaxyJobStatus jobId={jobId} /> : <ErrorState message={t("status.failed")} />}
    </>
  );
}
