import { RESOURCES } from './resources';
import section from './section.module.css';
import styles from './resource-cards.module.css';

/** The list of resource cards, each a link to documentation; `onSelect` hears the link of a card followed. */
export function ResourceCards({ onSelect }: { readonly onSelect?: (href: string) => void }) {
  return (
    <section className={section.section} aria-labelledby="resources">
      <h2 id="resources" className={section.heading}>
        Resources
      </h2>
      <ul className={styles.grid}>
        {RESOURCES.map((resource) => {
          const external = resource.href.startsWith('http');
          return (
            <li key={resource.title} className={styles.card}>
              <span className={styles.tag}>{resource.tag}</span>
              <h3 className={styles.title}>
                <a
                  className={styles.link}
                  href={resource.href}
                  onClick={() => onSelect?.(resource.href)}
                  {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
                >
                  {resource.title}
                  {external && <span className="visually-hidden"> (opens in a new tab)</span>}
                </a>
              </h3>
              <p className={styles.description}>{resource.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
