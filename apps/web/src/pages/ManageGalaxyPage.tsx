import { useNavigate, useParams } from "react-router";
import Button from "@mui/material/Button";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { ACCESS_TEXT } from "../features/galaxy-access/access-messages.ts";
import { ManageGalaxyAccess } from "../features/galaxy-access/ManageGalaxyAccess.tsx";

/** /manage-galaxy/{galaxyId} (social-and-advanced sections 2, 5, 6 and 8). */
export function ManageGalaxyPage() {
  const { galaxyId } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Manage Galaxy Access"
        subtitle="Make the galaxy private and choose who may join."
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate("/galaxies")}>
            Back to Galaxies
          </Button>
        }
      />
      {galaxyId ? <ManageGalaxyAccess galaxyId={galaxyId} /> : <ErrorState message={ACCESS_TEXT.missingGalaxy} />}
    </>
  );
}
