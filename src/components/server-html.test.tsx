// <ServerHtml> as a reader meets it: the operator's rich text, never the attacker's extras.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ServerHtml } from './server-html';

describe('ServerHtml', () => {
  it('shows rich text and a safe link, without the form or the handler around them', () => {
    render(
      <ServerHtml
        testId="body"
        html={
          '<h3>Notice</h3><p onclick="alert(1)">Read <a href="https://a.example/x">more</a></p>' +
          '<form action="https://evil.example"><input type="password" aria-label="pwd"><button>OK</button></form>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Notice');
    const link = screen.getByRole('link', { name: 'more' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('pwd')).toBeNull();
    expect(screen.getByTestId('body').querySelector('[onclick], form')).toBeNull();
  });

  it('keeps the line breaks of plain text, and only of plain text', () => {
    const { rerender } = render(<ServerHtml testId="body" html={'第一行\n第二行'} />);
    const body = screen.getByTestId('body');
    expect(body.textContent).toBe('第一行\n第二行');
    expect(body.className).toMatch(/plain/);
    rerender(<ServerHtml testId="body" html={'<p>一</p>\n<p>二</p>'} />);
    expect(screen.getByTestId('body').className).not.toMatch(/plain/);
  });

  it('renders nothing for missing markup', () => {
    render(<ServerHtml testId="body" html={null} />);
    expect(screen.getByTestId('body').innerHTML).toBe('');
  });
});
