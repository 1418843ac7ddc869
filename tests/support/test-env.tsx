/** Component tests: the edge context and public config that the document provides in the app. */
import type { ReactNode } from 'react';
import type { EdgeContext } from '#shared/domain/edge-context';
import type { PublicConfig } from '#shared/public-config';
import { EnvProvider } from '../../client/lib/platform/edge.tsx';

export const testEdge: EdgeContext = { isWechat: false, isMacWechat: false, isMiniProgram: false, isMobile: false, isBot: false, channel: 25, care: 0, carePointer: false };
export const testPublicConfig: PublicConfig = {
  wechatShare: true,
  upstreamLacks: [],
  publicOrigin: 'https://www.aurelion.example',
  staticHost: 'https://img.example',
  miniProgramLoginPath: '/pages/login/index',
  miniProgramWebviewPath: '/pages/webview/index',
  brand: { name: '奥瑞麟', nameEn: 'AURELION', hotlineSales: '400-820-1988', hotlineService: '400-820-6998' },
};

export function TestEnv({ children, edge }: { children: ReactNode; edge?: Partial<EdgeContext> }) {
  return <EnvProvider value={{ edge: { ...testEdge, ...edge }, config: testPublicConfig }}>{children}</EnvProvider>;
}
