import { PublicShell } from '~/app/first-screen/public-shell';

export default function PublicLayout() {
  return <PublicShell />;
}
