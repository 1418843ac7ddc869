/**
 * The brochure button's side of the register prompt, in a module of its own: the prompt's dialog loads
 * when it first opens (client/components/deferred-chrome.tsx), so a model page does not carry it.
 */
import { useRegisterPromptApi } from '#client/stores/register-prompt-store.tsx';
import { useUserStoreApi } from '#client/stores/user-store.tsx';

export const DOWNLOAD_TITLE = '注册会员，下载车型手册';
export const DOWNLOAD_DESC = '登录或注册奥瑞麟会员，即可下载完整的车型电子手册。';

/**
 * Brochure download (model pages): logged-in users download at once; visitors get the prompt in its
 * download form, and after login the login page returns to `/models/{model}?download=brochure`.
 */
export function useBrochureDownload(model: string, download: () => void): () => void {
  const users = useUserStoreApi();
  const prompts = useRegisterPromptApi();
  return () => {
    if (users.getState().loggedIn) return download();
    prompts
      .getState()
      .open({ title: DOWNLOAD_TITLE, desc: DOWNLOAD_DESC, onlyRegisterBtn: true, downloadModel: model });
  };
}
