/*
 * platform.hpp — stand-in for libzmq's generated platform header, which
 * libzmq's copy of tweetnacl.c includes first. Only the two settings that
 * file reads are needed: compile TweetNaCl at all, and take random bytes
 * from getrandom(2), which tweet_names.h routes to the binding's seed source
 * (tweet_random.c). Upstream TweetNaCl does not include this file.
 */
#ifndef NACLCMP_TWEET_PLATFORM_HPP
#define NACLCMP_TWEET_PLATFORM_HPP

#define ZMQ_USE_TWEETNACL 1
#define ZMQ_HAVE_GETRANDOM 1

#endif
