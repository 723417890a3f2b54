import { useState } from 'react';
import { CommandBox } from './command-box';
import { NEXT_STEPS } from './next-steps';
import section from './section.module.css';
import styles from './next-steps-panel.module.css';

/** The next-steps button group and the command box that follows the chosen step; `onSelect` hears the step's id. */
export function NextStepsPanel({ onSelect }: { readonly onSelect?: (id: string) => void }) {
  const [selectedId, setSelectedId] = useState(NEXT_STEPS[0]?.id);
  const selected = NEXT_STEPS.find((step) => step.id === selectedId) ?? NEXT_STEPS[0];

  return (
    <section className={section.section} aria-labelledby="next-steps">
      <h2 id="next-steps" className={section.heading}>
        Next steps
      </h2>
      <div className={styles.buttons} role="group" aria-label="Next steps">
        {NEXT_STEPS.map((step) => (
          <button
            key={step.id}
            type="button"
            className={styles.button}
            aria-pressed={step.id === selected?.id}
            onClick={() => {
              setSelectedId(step.id);
              onSelect?.(step.id);
            }}
          >
            {step.label}
          </button>
        ))}
      </div>
      {selected && <CommandBox command={selected.command} explanation={selected.explanation} />}
    </section>
  );
}
