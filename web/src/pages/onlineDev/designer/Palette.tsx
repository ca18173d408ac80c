import { CATALOGUE, type CatalogueEntry, type DesignType } from '@app/common/form';
import { useDraggable } from '@dnd-kit/core';
import { ControlIcon } from './control-icons';
import styles from './designer.module.css';
import { useDesignerEnv } from './designer-context';
import { paletteId } from './drop-target';
import { paletteGroups } from './palette-groups';

function PaletteItem({ entry, onAdd }: { entry: CatalogueEntry; onAdd: (jnpfKey: string) => void }) {
  const { lang } = useDesignerEnv();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteId(entry.jnpfKey),
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={styles.paletteItem}
      data-dragging={isDragging || undefined}
      data-testid={`palette-${entry.jnpfKey}`}
      onClick={() => onAdd(entry.jnpfKey)}
      {...attributes}
      {...listeners}
    >
      <ControlIcon jnpfKey={entry.jnpfKey} />
      <span>{entry.label[lang]}</span>
    </button>
  );
}

/** The left pane: the catalogue by group; drag an entry onto the canvas, or click it to add it at the end. */
export function Palette({ type, onAdd }: { type?: DesignType; onAdd: (jnpfKey: string) => void }) {
  const { texts } = useDesignerEnv();
  return (
    <div className={styles.palette}>
      {paletteGroups(type).map((group) => (
        <section key={group}>
          <h4 className={styles.paletteGroup}>{texts.groups[group]}</h4>
          <div className={styles.paletteGrid}>
            {CATALOGUE.filter((entry) => entry.group === group).map((entry) => (
              <PaletteItem key={entry.jnpfKey} entry={entry} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
