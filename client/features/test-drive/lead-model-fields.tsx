/** The model and grade of a lead: chosen from the series, or fixed (model pages) and only shown. */
import { isEnquiry } from '#shared/domain/lead-form';
import { LeadSelect, type LeadFieldProps } from './lead-field-controls.tsx';

export function ModelChoice(props: LeadFieldProps) {
  const { setup, form } = props;
  const { model } = form;
  if (setup.fixedModel && model)
    return (
      <>
        <input type="hidden" name="ASId" value={form.values.ASId} />
        <p className="text-sm text-mute md:col-span-2">
          {isEnquiry(setup.kind) ? '咨询车型' : '预约车型'}{' '}
          <span className="ml-2 text-base text-ink">{model.name}</span>
        </p>
      </>
    );
  return (
    <LeadSelect
      {...props}
      label="意向车型"
      options={[
        { value: '', label: '请选择车型' },
        ...setup.series.map((m) => ({ value: String(m.id), label: `${m.name} · ${m.slogan}` })),
      ]}
      onChange={(ASId) => form.update({ ASId, ACId: '' })}
      required
    />
  );
}

export function GradeChoice(props: LeadFieldProps) {
  const { model } = props.form;
  return (
    <LeadSelect
      {...props}
      label="车型配置（选填）"
      options={[
        { value: '', label: model ? '暂不确定' : '请先选择车型' },
        ...(model?.grades ?? []).map((g) => ({ value: String(g.id), label: g.name })),
      ]}
      disabled={!model}
    />
  );
}
