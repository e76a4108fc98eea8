import { Button } from '../../../shared/ui';

type Props = {
  title: string;
  templates: Array<{ id: string; label: string; prompt: string }>;
  onPick: (prompt: string) => void;
};

/** Quick prompt templates: one click fills the prompt box. */
export function PromptTemplates({ title, templates, onPick }: Props) {
  return (
    <div className="prompt-templates">
      <span className="prompt-templates__title">{title}</span>
      <div className="tool-actions">
        {templates.map((tpl) => (
          <Button
            key={tpl.id}
            size="sm"
            variant="secondary"
            data-testid={`template-${tpl.id}`}
            onClick={() => onPick(tpl.prompt)}
          >
            {tpl.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
