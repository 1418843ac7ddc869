import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestEnv } from '../../tests/support/test-env.tsx';
import { SvgImage } from './svg-image.tsx';

describe('SvgImage', () => {
  it('logs "unable to load" once the SVG fails, hides the broken picture and shows no error', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    render(
      <TestEnv>
        <SvgImage src="/icons/missing.svg" alt="定位图标" width={40} height={40} />
      </TestEnv>,
    );
    const img = screen.getByRole('img', { name: '定位图标' });
    expect(img.className).not.toContain('invisible');
    fireEvent.error(img);
    expect(info).toHaveBeenCalledWith('unable to load /icons/missing.svg');
    expect(img.className).toContain('invisible');
    // Its box stays: no layout shift.
    expect(img.getAttribute('width')).toBe('40');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
