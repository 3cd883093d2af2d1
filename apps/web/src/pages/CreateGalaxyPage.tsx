import { PageHeader } from "../components/PageHeader.tsx";
import { CreateGalaxyWizard } from "../features/galaxy-creation/CreateGalaxyWizard.tsx";

/** /create-galaxy (social-and-advanced section 2). */
export function CreateGalaxyPage() {
  return (
    <>
      <PageHeader title="Create Galaxy" subtitle="Design a new galaxy; it is generated in the background." />
      <CreateGalaxyWizard />
    </>
  );
}
