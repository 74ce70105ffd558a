import { ProcessSteps, type Step } from '@estampa/shared/ui/ProcessSteps';
import { fillRowChildList } from './layout';

/** The shared numbered steps (01, 02...), laid out so four steps fill the row. */
export function ProcessRow({ steps }: { steps: readonly Step[] }) {
  return (
    <div css={fillRowChildList('200px')}>
      <ProcessSteps steps={steps} />
    </div>
  );
}
