import type { StyleOption } from '@contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { Badge, cx, Icon, ToggleButton } from '../../../shared/ui';

type Props = { style: StyleOption; selected: boolean; onToggle: () => void };

/** Spec §2: name, description, price, image and the 'popular' badge; the whole card toggles the choice. */
export function StyleCard({ style, selected, onToggle }: Props) {
  const { t } = useTranslation('studio');
  const { language } = useLanguage();
  const format = useFormat();
  return (
    <ToggleButton
      className="studio-style"
      pressedClass="studio-style--selected"
      pressed={selected}
      onClick={onToggle}
      data-testid={`style-${style.id}`}
    >
      <span className={cx('studio-style__image', `studio-style__image--${style.id}`)}>
        {style.image_url ? (
          <img src={style.image_url} alt="" loading="lazy" />
        ) : (
          <Icon name="image" size={34} />
        )}
        {style.popular && (
          <Badge tone="accent" className="studio-style__badge">
            {t('styleSelection.popular')}
          </Badge>
        )}
        {selected && (
          <span className="studio-style__check" aria-hidden>
            <Icon name="check" size={16} strokeWidth={2.6} />
          </span>
        )}
      </span>
      <span className="studio-style__body">
        <strong>{style.name[language]}</strong>
        <span className="tool-note">{style.description[language]}</span>
        <span className="studio-style__price">{format.price(style.price_krw)}</span>
      </span>
    </ToggleButton>
  );
}
