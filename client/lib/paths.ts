/** The site's path table: every internal link is built here. */
export const paths = {
  home: () => '/',
  model: (code: string) => `/models/${code}`,
  news: (page?: number) => (page && page > 1 ? `/news?page=${page}` : '/news'),
  newsArticle: (id: number) => `/news/${id}`,
  dealer: () => '/dealer',
  testDrive: () => '/test-drive',
  account: () => '/account',
  accountLogin: () => '/account/login',
  accountProfile: () => '/account/profile',
  accountCars: () => '/account/cars',
  accountFavorites: () => '/account/favorites',
  accountFollows: () => '/account/follows',
  accountTestDrives: () => '/account/test-drives',
  accountMessages: () => '/account/messages',
  notFound: () => '/404',
} as const;
