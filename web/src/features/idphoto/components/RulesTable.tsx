import type { RuleCheck } from '@contracts';
import { useTranslation } from 'react-i18next';
import './idphoto.css';

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
  teeth_hidden: '',
  lips_together: '',
  side_margin: 'mm',
  whole_head: 'mm',
  clean_outline: '',
  resolution: '×',
};

/** What the finished photo measured against the standard, a pass or fail per rule with the allowed range. */
export function RulesTable({ rules }: { rules: RuleCheck[] }) {
  const { t } = useTranslation('idphoto');
  return (
    <table className="idphoto-rules" data-testid="idphoto-rules">
      <tbody>
        {rules.map((r) => (
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
  );
}
