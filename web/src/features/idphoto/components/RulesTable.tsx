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
  background: '%',
  facing: '°',
  eyes_open: '%',
  mouth_closed: '%',
  teeth_hidden: '%',
  lips_together: '%',
  side_margin: 'mm',
  whole_head: 'mm',
  clean_outline: 'px',
  face_whole: 'px',
  resolution: '×',
};

/**
 * Rules whose figure is a share (0-1: the background's whiteness, how open the eyes are, the lip gap over the
 * face's height, the share of the lips' line showing teeth), shown in per cent like the rest of the page's units
 * rather than as a bare "0.004".
 */
const SHARES = new Set<RuleCheck['rule']>(['background', 'eyes_open', 'mouth_closed', 'teeth_hidden']);

/** A measured figure or a limit of `rule` with its unit: "33.6mm", "0.4%", "28.4KB". */
export function ruleFigure(rule: RuleCheck['rule'], value: number): string {
  const shown = SHARES.has(rule) ? Math.round(value * 1000) / 10 : value;
  return `${shown}${RULE_UNITS[rule]}`;
}

/**
 * What the finished photo measured against the standard, a pass or fail per rule with the allowed range in
 * words and with its unit ("기준 200KB 이하", not a bare "(200)"; "0.4% (기준 3% 이하)", not "0.004 (0.03)").
 */
export function RulesTable({ rules }: { rules: RuleCheck[] }) {
  const { t } = useTranslation('idphoto');
  const range = (r: RuleCheck) => {
    const min = r.min === undefined ? undefined : ruleFigure(r.rule, r.min);
    const max = r.max === undefined ? undefined : ruleFigure(r.rule, r.max);
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
              {ruleFigure(r.rule, r.value)}
              {range(r) && <small> ({range(r)})</small>}
            </td>
            <td>{r.pass ? t('result.pass') : t('result.fail')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
