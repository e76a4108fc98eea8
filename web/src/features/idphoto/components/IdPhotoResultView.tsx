import type { IdPhotoResponse, RuleCheck } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, downloadUrl, ImageTile } from '../../../shared/ui';
import { MeasurementOverlay } from './MeasurementOverlay';

// Keyed by the contract's rules: a new rule on the server needs its unit here.
const UNITS: Record<RuleCheck['rule'], string> = {
  head_height: 'mm',
  top_gap: 'mm',
  eye_line: 'mm',
  centred: 'mm',
  file_size: 'KB',
  background: '',
  facing: '°',
  eyes_open: '',
  mouth_closed: '',
  side_margin: 'mm',
};

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
        <table className="idphoto-rules">
          <tbody>
            {result.rules.map((r) => (
              <tr key={r.rule} className={r.pass ? 'is-pass' : 'is-fail'}>
                <th scope="row">{t(`rules.${r.rule}`)}</th>
                <td>
                  {r.value}
                  {UNITS[r.rule]}
                  {r.min !== undefined || r.max !== undefined ? (
                    <small> ({[r.min, r.max].filter((v) => v !== undefined).join('–')})</small>
                  ) : null}
                </td>
                <td>{r.pass ? t('result.pass') : t('result.fail')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
