import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy } from '../../../tests/support/app-harness.tsx';
import { FieldWithButton } from './field-with-button.tsx';

function renderField(error?: string) {
  render(
    <FieldWithButton id="code" label="短信验证码" error={error} input={{ name: 'code' }}>
      <button type="button">获取验证码</button>
    </FieldWithButton>,
  );
  return screen.getByLabelText('短信验证码');
}

describe('FieldWithButton', () => {
  it('marks its input invalid and described by the error shown under it', () => {
    const input = renderField('请输入 6 位短信验证码');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toBe('请输入 6 位短信验证码');
  });

  it('without an error, the input is neither invalid nor described', () => {
    const input = renderField();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
