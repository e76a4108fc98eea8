import type { IdPhotoResponse } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, downloadUrl, ImageTile } from '../../../shared/ui';
import { MeasurementOverlay } from './MeasurementOverlay';
import { RuleAdvice } from './RuleAdvice';
import { RulesTable } from './RulesTable';

/** The ID photo with its measurements and a pass/fail per rule, plus the photo and print-sheet downloads. */
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
        <RulesTable rules={result.rules} />
      </div>
      <RuleAdvice rules={result.rules} advisories={result.advisories} />
      <MeasurementOverlay result={result} />
      {result.identity && (
        <p className="tool-note" data-testid="idphoto-identity">
          {result.identity.same_person
            ? t('result.samePerson', { score: result.identity.score })
            : t('result.otherPerson', { score: result.identity.score })}
        </p>
      )}
      <div className="tool-actions">
        <Button onClick={() => downloadUrl(result.image, `${result.standard}.jpg`, fail)}>
          {t('result.download')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => downloadUrl(result.print_sheet, `${result.standard}-4x6.jpg`, fail)}
        >
          {t('result.downloadSheet')}
        </Button>
      </div>
      <p className="tool-note">{t('result.time', { seconds: result.processing_time.toFixed(1) })}</p>
    </Card>
  );
}
