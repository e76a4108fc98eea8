import { useTranslation } from 'react-i18next';
import { Card, Icon } from '../../../shared/ui';

/** What makes a good training set: the complaint peers hear most is a model trained on poor photos. */
export function UploadTips() {
  const { t } = useTranslation('studio');
  const list = (key: 'do' | 'avoid') => t(`upload.tips.${key}`, { returnObjects: true }) as string[];
  return (
    <Card as="section" className="tool-card studio-tips" data-testid="upload-tips">
      <h2>{t('upload.tips.title')}</h2>
      <ul className="studio-tips__list studio-tips__list--do">
        {list('do').map((tip) => (
          <li key={tip}>
            <Icon name="check" size={15} strokeWidth={2.4} />
            {tip}
          </li>
        ))}
      </ul>
      <ul className="studio-tips__list studio-tips__list--avoid">
        {list('avoid').map((tip) => (
          <li key={tip}>
            <Icon name="close" size={15} strokeWidth={2.4} />
            {tip}
          </li>
        ))}
      </ul>
    </Card>
  );
}
