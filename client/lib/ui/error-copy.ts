/**
 * What a visitor reads for an error status: the error page's copy, and the only text an error carries
 * into the page's hydration data (never the router's or a loader's internal message).
 */
export interface ErrorCopy {
  heading: string;
  text: string;
}

const COPY: Record<'notFound' | 'notAllowed' | 'upstream' | 'error', ErrorCopy> = {
  notFound: { heading: '页面未找到', text: '您访问的页面不存在或已下线，可以从下面的入口继续浏览。' },
  notAllowed: { heading: '该页面不接受提交', text: '请返回页面，通过页面上的表单重新提交。' },
  upstream: { heading: '服务暂时不可用', text: '我们暂时无法获取页面内容，请稍后再试。' },
  error: { heading: '页面暂时无法显示', text: '页面出了点问题，我们已记录，请稍后再试。' },
};

export function errorCopy(status: number): ErrorCopy {
  if (status === 404) return COPY.notFound;
  if (status === 405) return COPY.notAllowed;
  if (status === 502 || status === 503 || status === 504) return COPY.upstream;
  return COPY.error;
}
