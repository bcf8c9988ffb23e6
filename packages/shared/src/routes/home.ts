import { appConfigSchema } from '../contracts/home.js';
import { homeDetailsSchema } from '../contracts/market.js';
import { defineRoutes } from './define.js';

/** The home page's public reads and the app's configuration. */
export const homeRoutes = defineRoutes('home', {
  details: {
    method: 'GET',
    path: '/home/getAlldDetails',
    summary: 'The home page aggregate: the market overview of every quoted pair',
    response: homeDetailsSchema,
  },
  appConfig: {
    method: 'GET',
    path: '/home/getKefu',
    summary: 'The app configuration: support chat, logo, socket domain, network, preview and embed settings',
    response: appConfigSchema,
  },
  logo: {
    method: 'GET',
    path: '/files/logo.svg',
    summary: 'The logo image named by logoUrl',
    response: 'file',
  },
});
