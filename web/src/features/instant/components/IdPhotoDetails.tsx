import type { InstantIdPhoto } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui';
import { MeasurementOverlay, RuleAdvice, RulesTable } from '../../idphoto';

/** An ID preset's photo as measured on the finished image: the standard, pass/fail per rule and the guides. */
export function IdPhotoDetails({ idPhoto, image }: { idPhoto: InstantIdPhoto; image: string }) {
  const { t } = useTranslation('instant');
  // The standards and rules read as on the ID photo page.
  const { t: tId } = useTranslation('idphoto');
  const failed = idPhoto.rules.filter((r) => !r.pass).length;
  return (
    <section className="instant-idphoto" data-testid="instant-idphoto">
      <h3>{t('idPhoto.title', { standard: tId(`standards.${idPhoto.standard}`) })}</h3>
      <Badge tone={failed ? 'accent' : 'success'}>
        {failed ? tId('result.someFailed', { count: failed }) : tId('result.allPassed')}
      </Badge>
      <RulesTable rules={idPhoto.rules} />
      <RuleAdvice rules={idPhoto.rules} advisories={[]} />
      <MeasurementOverlay result={{ image, measurements: idPhoto.measurements, rules: idPhoto.rules }} />
    </section>
  );
}
