import { Card, Icon, type IconName } from '../../../shared/ui';

type Props = { icon: IconName; title: string; body: string };

export function FeatureCard({ icon, title, body }: Props) {
  return (
    <Card as="li" className="feature-card card--lift">
      <span className="feature-card__icon">
        <Icon name={icon} size={26} strokeWidth={2} />
      </span>
      <div className="feature-card__text">
        <h3 className="feature-card__title">{title}</h3>
        <p className="feature-card__body">{body}</p>
      </div>
    </Card>
  );
}
