import { winston } from '@strapi/logger'

export default {
  transports: [
    new winston.transports.Console({
      level: process.env.STRAPI_LOG_LEVEL ?? 'http',
      format: winston.format.combine(winston.format.timestamp(), winston.format.printf(({ level, message, timestamp }) => `${timestamp} ${level}: ${message}`)),
    }),
  ],
}
