import type { IdPhotoResponse } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, downloadUrl, Icon, ImageTile } from '../../../shared/ui';
import { MeasurementOverlay } from './MeasurementOverlay';
import { PlainRules } from './PlainRules';
import { RuleAdvice } from './RuleAdvice';
import { RulesTable } from './RulesTable';

/**
 * The ID photo with a sentence per rule (pass, fail with what to do, or to check yourself), the photo and
 * print-sheet downloads and the measurement guides; the measured figures per rule sit under a disclosure.
 */
export function IdPhotoResultView({ result }: { result: IdPhotoResponse }) {
  const { t } = useTranslation('idphoto');
  const failed = result.rules.filter((r) => !r.pass).length;
  const fail = t('result.downloadFailed');
  return (
    <Card className="tool-card idphoto-result" data-testid="idphoto-result">
      <h2>{t('result.title')}</h2>
      <Badge tone={failed ? 'accent' : 'success'}>
        {failed ? t('result.someFailed', { count: failed }) : t('result.allPassed')}
      </Badge>
      <div className="idphoto-result__body">
        <ImageTile src={result.image} caption={t(`standards.${result.standard}`)} />
        <PlainRules rules={result.rules} advisories={result.advisories} />
      </div>
      <div className="tool-actions">
        <Button onClick={() => downloadUrl(result.image, `${result.standard}.jpg`, fail)}>
          <Icon name="download" size={16} />
          {t('result.download')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => downloadUrl(result.print_sheet, `${result.standard}-4x6.jpg`, fail)}
          data-testid="idphoto-download-sheet"
        >
          {t('result.downloadSheet')}
        </Button>
      </div>
      {result.identity && (
        <p className="tool-note" data-testid="idphoto-identity">
          {result.identity.same_person
            ? t('result.samePerson', { score: result.identity.score })
            : t('result.otherPerson', { score: result.identity.score })}
        </p>
      )}
      <MeasurementOverlay result={result} />
      <details className="idphoto-details" data-testid="idphoto-details">
        <summary>{t('plain.details')}</summary>
        <RulesTable rules={result.rules} />
        <RuleAdvice rules={result.rules} advisories={result.advisories} />
      </details>
      <p className="tool-note">{t('result.time', { seconds: result.processing_time.toFixed(1) })}</p>
    </Card>
  );
}
