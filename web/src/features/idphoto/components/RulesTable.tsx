import type { RuleCheck } from '@contracts';
import { useTranslation } from 'react-i18next';
import './idphoto.css';

// Keyed by the contract's rules: a new rule on the server needs its unit here.
export const RULE_UNITS: Record<RuleCheck['rule'], string> = {
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

/**
 * What the finished photo measured against the standard, a pass or fail per rule with the allowed range in
 * words and with its unit ("기준 200KB 이하", not a bare "(200)").
 */
export function RulesTable({ rules }: { rules: RuleCheck[] }) {
  const { t } = useTranslation('idphoto');
  const range = (r: RuleCheck) => {
    const unit = RULE_UNITS[r.rule];
    const min = r.min === undefined ? undefined : `${r.min}${unit}`;
    const max = r.max === undefined ? undefined : `${r.max}${unit}`;
    if (min && max) return t('range.between', { min, max });
    if (max) return t('range.max', { max });
    return min ? t('range.min', { min }) : null;
  };
  return (
    <table className="idphoto-rules" data-testid="idphoto-rules">
      <tbody>
        {rules.map((r) => (
          <tr key={r.rule} className={r.pass ? 'is-pass' : 'is-fail'} data-testid={`rule-${r.rule}`}>
            <th scope="row">{t(`rules.${r.rule}`)}</th>
            <td>
              {r.value}
              {RULE_UNITS[r.rule]}
              {range(r) && <small> ({range(r)})</small>}
            </td>
            <td>{r.pass ? t('result.pass') : t('result.fail')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
