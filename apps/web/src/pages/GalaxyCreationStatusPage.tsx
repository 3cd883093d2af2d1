import { useParams } from "react-router";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { GalaxyJobStatus } from "../features/galaxy-creation/GalaxyJobStatus.tsx";

/** /galaxy-creation/status/{jobId} (social-and-advanced sections 2 and 4). */
export function GalaxyCreationStatusPage() {
  const { jobId } = useParams();
  return (
    <>
      <PageHeader title="Galaxy Creation Status" />
      {jobId ? <GalaxyJobStatus jobId={jobId} /> : <ErrorState message="Failed to fetch job status" />}
    </>
  );
}
