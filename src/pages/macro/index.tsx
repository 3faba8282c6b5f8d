import { MacroIndexScreen } from '@/features/macro/components/MacroIndexScreen';

/** /macro: the macro groups (the ten Vietnamese ones are static; the world groups load in the browser). */
export default function MacroIndexPage() {
  return <MacroIndexScreen />;
}
